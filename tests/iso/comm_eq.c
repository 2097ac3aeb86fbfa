void x(int v, int *p) {
	f(1 == v);
	f(v == 1);
	f(1 == (v));
}
