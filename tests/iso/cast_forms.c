void x(int v, int *p) {
	f((long)v);
	f(v);
	f((char *)p);
}
