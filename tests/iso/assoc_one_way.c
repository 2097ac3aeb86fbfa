void x(int v, int w, int u) {
	f(v + w + u);
	f(v + (w + u));
	f((v + w) + u);
}
