void x(int v) {
	if (v) a();
	if (v) a(); else b();
}
