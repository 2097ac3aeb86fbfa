void g(int x) {
	a();
	if (x) b(); else c();
}
void h(int x) {
	a();
	c();
}
