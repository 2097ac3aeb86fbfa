void x(int v, int w) {
	if (w <= v) g();
	if (v >= w) g();
}
