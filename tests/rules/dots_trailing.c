void f(int x) {
	if (x)
		foo();
}
void g(int x) {
	a();
	foo();
	b();
	foo();
}
