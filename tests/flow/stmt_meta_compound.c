int f(int a) {
	foo();
	if (a) {
		x();
		y();
	}
	z();
	baz();
}

int g(int a) {
	foo();
	while (a)
		a--;
	baz();
}

int h(int a) {
	foo();
	if (a)
		return 1;
	baz();
}

int k(int a) {
	foo();
	if (a)
		return 1;
	else
		return 2;
	baz();
}
