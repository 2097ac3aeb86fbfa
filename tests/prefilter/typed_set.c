struct reg { int y; };

void f(struct reg *b)
{
	g(b);
}
