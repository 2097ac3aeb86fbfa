void g(int x) {
	start();
	if (x) a();
	end();
}
void h(int x) {
	start();
	c();
	end();
}
void k(int x) {
	start();
	a();
	a();
	end();
}
