void g(int x) {
	while (1) {
		foo();
		if (x) break;
		bar();
	}
	while (1) {
		foo();
		if (x) { break; }
		bar();
	}
	while (1) {
		foo();
		if (x) { a(); break; }
		bar();
	}
}
