void pt(int a, int b)
{
	second(b);
	first(a);
	second(a);
	first(b);
	work();
	second(b);
}
