int local_in_inc;
