void g(int x) {
	a();
	if (x) { return; } else { return; }
}
void h(int x) {
	a();
	if (x) { return; } else { b(); }
	c();
}
void k(int x) {
	a();
	if (x) { return; } else { b(); }
	bar();
}
