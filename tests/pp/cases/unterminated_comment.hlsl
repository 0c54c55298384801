int x; /* never closed
#define X
