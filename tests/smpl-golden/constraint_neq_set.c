void cns(void)
{
	keep_a(NULL);
	keep_b(NULL);
	drop_c(NULL);
}
