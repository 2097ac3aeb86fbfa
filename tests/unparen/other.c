int f(int i)
{
	y =&i;
	g(&i);
	g(x,&i);
	y =(int)i;
	g((int)i);
	y = x+(int)i;
	return(int)i;
	return&i;
	y = *&i;
}
