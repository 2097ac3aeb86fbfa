void g(int x) {
	foo();
	if (x) bar();
	foo();
	if (x) { bar(); }
}
