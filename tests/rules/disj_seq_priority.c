void g(int x) {
	start();
	a();
	c();
}
void h(int x) {
	start();
	a();
	b();
}
