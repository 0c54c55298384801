#define FROM_EMPTY 1
