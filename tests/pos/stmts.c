void f(int x)
{
	g(x);

	/* comment */;
	h(x);
	;
	if (x) {
		k();
	};
}
