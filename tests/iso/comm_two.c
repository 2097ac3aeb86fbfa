void x(int v, int w) {
	f(v == w);
	f(1 == v);
	f(v == 1);
}
