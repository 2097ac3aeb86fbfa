void aa(int v)
{
	start();
	target(v);
	end();
}
