void f(int x)
{
	foo(x);	
	foo(x + 1); 
	foo(x + 2);	/* c */
	g(x);	
}
