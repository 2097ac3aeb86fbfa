void x(int v) {
	f(v ? 1 : 2);
	f(!v ? 2 : 1);
}
