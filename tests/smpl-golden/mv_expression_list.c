void calls(int a, int b, int c)
{
	one(a);
	two(a, b);
	three(a, b, c);
	nested(one(b), 1);
}
