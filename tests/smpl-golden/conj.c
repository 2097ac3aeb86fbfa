void cj(int v)
{
	setup(0);
	run(0);
	setup(v);
	run(v);
}
