int a;
#if 0
#if 1
#endif
int b;
