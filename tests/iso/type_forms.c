int a;
signed b;
signed int c;
unsigned d;
unsigned int e;
