void x(int v, int *p) {
	if (v) a(); else b();
	if (!v) b(); else a();
	if (!p) a(); else b();
}
