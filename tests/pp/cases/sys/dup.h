int dup_in_sys;
