#warning from a header
#if 1
