void x(int v, int w) {
	if (v != w) a(); else b();
	if (v == w) b(); else a();
}
