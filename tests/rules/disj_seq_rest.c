void g(int x) {
	a();
	b();
	c();
}
