void f(int *p)
{
/*yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy*/
free_nine(p);
}
/* free_one */ int g(void) { return 0; } int h = free_two