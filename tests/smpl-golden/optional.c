void with_check(int a)
{
	prepare(a);
	check(a);
	run(a);
}

void without_check(int a)
{
	prepare(a);
	run(a);
}
