struct outer {
	int a;
	struct inner { int x; } in;
};

void f(void)
{
	struct local { int y; } l;
}
