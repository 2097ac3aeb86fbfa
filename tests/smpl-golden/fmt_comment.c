void fc(int a)
{
	/* before the call */
	legacy(a); /* trailing comment */
	legacy(a + 1); // line comment
	keep(a); /* untouched */
}
