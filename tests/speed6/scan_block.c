void f(int *p)
{
/*xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx*/
	  free_ten(p);
	free_eleven(p);
}
