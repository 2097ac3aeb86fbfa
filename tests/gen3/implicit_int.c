static foo(int x)
{
	return bar(1);
}
static long lg(int x)
{
	return bar(2);
}
unsigned un(int x)
{
	return bar(3);
}
const cn(int x)
{
	return bar(4);
}
static int in(int x)
{
	return bar(5);
}
