void x(int v) {
	if (v) { g(); }
	if (v) g();
	if (v) { h(); g(); }
	if (v) {
		g();
	}
}
