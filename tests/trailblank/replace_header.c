void f(int x)
{
	foo(x,
	    x + 1);	
	if (x)	
		g(x);
	bar(x);  
}
