int a;
#if 0
int dead(void) { return 0; }
#else
int alive;
#endif
int b;
#if 0
#endif
