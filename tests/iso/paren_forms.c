void x(int v, int *p) {
	f(v);
	f((v));
	f(((v)));
}
