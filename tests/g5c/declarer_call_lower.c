void some(int x)
{
	foo_decl(x);
	x++;
	DECLARE_THING(x);
	bar(x);
}
foo_decl(y);
