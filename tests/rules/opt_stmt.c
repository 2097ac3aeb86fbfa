void g(int x) {
	start();
	a();
	b();
}
void h(int x) {
	start();
	b();
}
void k(int x) {
	start();
	c();
	b();
}
void m(int x) {
	if (x) { start(); a(); } 
	b();
}
