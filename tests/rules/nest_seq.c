void g(int x) {
	start();
	a();
	b();
	if (x) { a(); b(); }
	a();
	end();
}
void h(int x) {
	start();
	if (x) { a(); b(); }
	end();
}
void k(int x) {
	start();
	c();
	end();
}
void m(int x) {
	start();
	while (x) { a(); b(); }
	end();
}
