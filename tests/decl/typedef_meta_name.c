typedef unsigned long size_type;

size_type n;
int m;
