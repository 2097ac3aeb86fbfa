void x(int v, int *p) {
	f((v + 1));
	f(v + (1));
}
