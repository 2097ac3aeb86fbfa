void ac(int a)
{
	setup(a); /* the first step */
	run(a);
	setup(a + 1); // again
}
