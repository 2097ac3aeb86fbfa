static int g;
int h;
void f(int p) {
	static int s;
	int l;
	register int r;
	extern int e;
	int g;
	g = 1;
	h = 2;
	s = 3;
	l = 4;
	p = 5;
	r = 6;
	e = 7;
	undeclared = 8;
	for (int i = 0; i < 2; i++)
		i = 9;
	{
		static int h;
		h = 10;
	}
	h = 11;
}
