void x(int v, int w, int u) {
	f(v * w / u);
	f(w * v / u);
	f(v * (w / u));
}
