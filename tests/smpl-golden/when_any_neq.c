void a1(void)
{
	int r;
	r = open_res();
	use_res(r);
	use_res(r);
}

void a2(void)
{
	int r;
	r = open_res();
	check(r);
	use_res(r);
}
